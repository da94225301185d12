// What a first-party service is to the script loader (script-loader.ts): a lazy chunk that starts
// once consent allows it and stops when consent is withdrawn. Apart from the loader, so a service's
// runtime (monitoring, analytics) can implement it without importing the loader that imports it.
import type { MonitoringClientConfig } from '../monitoring/monitoring-events';

export interface ServicePlugin {
  start(): void;
  stop(): void;
}

/** What first-party plugins are created with, from the shared site state. */
export interface ServiceSettings {
  /** Null where the page has no site state (error pages): monitoring does not start there. */
  monitoring: MonitoringClientConfig | null;
}

export type PluginLoader = (settings: ServiceSettings) => Promise<ServicePlugin>;
