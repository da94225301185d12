// A marketing form's definition as the browser gets it (§4 "Marketing form": loading, then mounted):
// fetched with a fresh bot-check token from the definition endpoint, polled for, and given up on
// after 5 s, when the form shows the content's error instead.
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '../../blocks/shared/use-hydrated';
import type { FormDefinition } from '../definitions';
import { markFormLoaded } from './loaded-forms';
import { pollUntil } from './poll';
import { fetchFormDefinition } from './use-form';

/** §9: the marketing form polls every 5 ms for up to 5,000 ms, and a 5 s timer guards the mount. */
export const FORM_POLL_MS = 5;
export const FORM_LOAD_TIMEOUT_MS = 5_000;

/** The definition and bot-check token the browser's form posts with, once they have arrived. */
export interface DefinitionAnswer {
  definition: FormDefinition;
  talon: string;
}

/** Where the form's definition is in the browser: loading, arrived (ready) or given up on. */
type BrowserDefinition =
  { mount: 'loading' } | { mount: 'ready'; answer: DefinitionAnswer } | { mount: 'failed' };

/** The form's mount state: 'server' until the browser runs it, then loading, ready or failed. */
export type LoadedDefinition = { mount: 'server' } | BrowserDefinition;
export type Mount = LoadedDefinition['mount'];

const SERVER: LoadedDefinition = { mount: 'server' };
const LOADING: BrowserDefinition = { mount: 'loading' };
const FAILED: BrowserDefinition = { mount: 'failed' };

export function useDefinition(formId: string): LoadedDefinition {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<BrowserDefinition>(LOADING);
  useEffect(() => {
    const controller = new AbortController();
    let arrived: DefinitionAnswer | undefined;
    let failed = false;
    fetchFormDefinition(formId, controller.signal).then(
      (value) => {
        arrived = value;
      },
      () => {
        failed = true;
      },
    );
    const mountTimer = setTimeout(() => controller.abort(), FORM_LOAD_TIMEOUT_MS);
    void pollUntil(() => arrived ?? failed, {
      intervalMs: FORM_POLL_MS,
      timeoutMs: FORM_LOAD_TIMEOUT_MS,
      signal: controller.signal,
    }).then(() => {
      clearTimeout(mountTimer);
      const answer = arrived;
      if (!answer) {
        setLoaded(FAILED);
        return;
      }
      // A transition: React renders the form (a country list has 250 options) in slices that
      // leave the main thread to input, instead of one long task (Lighthouse counts it as blocking).
      startTransition(() => setLoaded({ mount: 'ready', answer }));
      markFormLoaded(formId);
    });
    return () => {
      clearTimeout(mountTimer);
      controller.abort();
    };
  }, [formId]);
  return hydrated ? loaded : SERVER;
}
