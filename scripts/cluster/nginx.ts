// nginx for a cluster run: the production template (deploy/nginx/shiftlane.conf.template) rendered
// for this machine, inside a main configuration that keeps everything of nginx's in the run's
// folder (pid, temporary files, the cache) and its logs on the process's stdout and stderr. nginx
// runs in the foreground as the cluster's child (daemon off), as tests/e2e/behind-proxy.e2e.ts runs
// it; as root its workers stay root, so they can write the cache in the run's folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.join('deploy', 'nginx', 'shiftlane.conf.template');
export const PROXY_TO_SITE = path.join('deploy', 'nginx', 'proxy-to-site.conf');

export interface TemplateValues {
  listen: string;
  serverName: string;
  /** host:port of each instance. */
  siteAddresses: readonly string[];
  cachePath: string;
  /** The site's COUNTRY_HEADER, as the site names it (cf-ipcountry). */
  countryHeader: string;
  proxyToSite: string;
}

const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;

/** A header's name as nginx spells its variable: `cf-ipcountry` is `$http_cf_ipcountry`. */
export function nginxHeaderName(header: string): string {
  const name = header.trim().toLowerCase().replace(/-/g, '_');
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`COUNTRY_HEADER ${JSON.stringify(header)} is not a header name`);
  return name;
}

/**
 * The template with its placeholders filled: the line holding SITE_ADDRESS once per instance, the
 * others in place. A placeholder the template has and this does not know stops the render, so the
 * two cannot drift apart unnoticed.
 */
export function renderSiteConfig(template: string, values: TemplateValues): string {
  if (values.siteAddresses.length === 0) throw new Error('no site instance to put in the upstream');
  const filled: Record<string, string> = {
    LISTEN: values.listen,
    SERVER_NAME: values.serverName,
    CACHE_PATH: values.cachePath,
    COUNTRY_HEADER: nginxHeaderName(values.countryHeader),
    PROXY_TO_SITE: values.proxyToSite,
  };
  const lines = template
    .split('\n')
    .flatMap((line) =>
      line.includes('${SITE_ADDRESS}')
        ? values.siteAddresses.map((address) => line.replaceAll('${SITE_ADDRESS}', address))
        : [line],
    );
  return lines
    .map((line) =>
      line.replace(PLACEHOLDER, (whole, name: string) => {
        const value = filled[name];
        if (value === undefined) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder ${whole}`);
        return value;
      }),
    )
    .join('\n');
}

export interface NginxFiles {
  directory: string;
  mainConfig: string;
  siteConfig: string;
  cacheDirectory: string;
  pidFile: string;
  accessLog: string;
}

/** nginx's binary: Debian's, or the first on PATH. */
export function nginxBinary(): string | undefined {
  const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', 'nginx'];
  return candidates.find((file) => spawnSync(file, ['-v'], { stdio: 'ignore' }).status === 0);
}

/**
 * Writes the run's nginx configuration into `directory`: the rendered template, and the main file
 * around it. `proxyAddress` is the local address nginx connects to the instances from (the one
 * their TRUST_PROXY names), as a proxy on a machine of its own would have one.
 */
export function writeNginxConfig(options: {
  directory: string;
  repoRoot: string;
  listen: string;
  siteAddresses: readonly string[];
  countryHeader: string;
  proxyAddress: string;
  accessLog: boolean;
  workers: number;
}): NginxFiles {
  const { directory } = options;
  const cacheDirectory = path.join(directory, 'cache');
  const temporary = path.join(directory, 'temp');
  for (const folder of [directory, cacheDirectory, temporary]) mkdirSync(folder, { recursive: true });
  const siteConfig = path.join(directory, 'shiftlane.conf');
  const template = readFileSync(path.join(options.repoRoot, NGINX_TEMPLATE), 'utf8');
  writeFileSync(
    siteConfig,
    renderSiteConfig(template, {
      listen: options.listen,
      serverName: options.listen.split(':')[0] ?? 'localhost',
      siteAddresses: options.siteAddresses,
      cachePath: cacheDirectory,
      countryHeader: options.countryHeader,
      proxyToSite: path.join(options.repoRoot, PROXY_TO_SITE),
    }),
  );
  const pidFile = path.join(directory, 'nginx.pid');
  const accessLog = path.join(directory, 'access.log');
  const mainConfig = path.join(directory, 'nginx.conf');
  writeFileSync(
    mainConfig,
    `# Written by scripts/cluster for one run; the site's part is ${NGINX_TEMPLATE}.
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${options.workers};
daemon off;
pid ${pidFile};
error_log stderr notice;
# Graceful stop (SIGQUIT) waits for requests in flight this long at most.
worker_shutdown_timeout 10s;
events { worker_connections 1024; }
http {
  log_format cluster '$remote_addr "$request" $status $body_bytes_sent cache=$upstream_cache_status '
                     'upstream=$upstream_addr upstream_status=$upstream_status $request_time s';
  # The cluster prints this file's lines under [nginx] as they come.
  access_log ${options.accessLog ? `${accessLog} cluster` : 'off'};
  client_body_temp_path ${temporary}/client_body;
  proxy_temp_path ${temporary}/proxy;
  fastcgi_temp_path ${temporary}/fastcgi;
  uwsgi_temp_path ${temporary}/uwsgi;
  scgi_temp_path ${temporary}/scgi;
  # The instances trust X-Forwarded-* from this address only (TRUST_PROXY).
  proxy_bind ${options.proxyAddress};
  include ${siteConfig};
}
`,
  );
  return { directory, mainConfig, siteConfig, cacheDirectory, pidFile, accessLog };
}

/** `nginx -t` on the written files: a mistake is reported with nginx's own message. */
export function testNginxConfig(binary: string, files: NginxFiles): void {
  const result = spawnSync(binary, nginxArguments(files, ['-t', '-q']), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`nginx refused the configuration:\n${`${result.stdout}\n${result.stderr}`.trim()}`);
  }
}

export function nginxArguments(files: NginxFiles, extra: readonly string[] = []): string[] {
  // -e: where nginx logs before it has read error_log (it would try /var/log/nginx otherwise).
  return ['-p', files.directory, '-c', files.mainConfig, '-e', 'stderr', ...extra];
}
