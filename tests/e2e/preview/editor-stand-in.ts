// A stand-in for Storyblok's Visual Editor and its bridge script, for tests/e2e/preview.e2e.ts.
// The editor page frames the site at an editor link; the test drives it through `sendToPage`,
// which the stand-in bridge inside the frame turns into the bridge's events, as Storyblok's does:
// `window.StoryblokBridge` is a class whose `on(events, callback)` calls back with
// `{ action: 'input', story }`, `{ action: 'change' | 'published', storyId }`. The bridge says
// to the editor when it listens, so the test waits for that rather than for time.
import { createHash } from 'node:crypto';

/** What `npm start` uses on a machine of its own (scripts/site-process.ts; .env.example). */
export const LOCAL_PREVIEW_TOKEN = 'local-preview-token';
export const LOCAL_PREVIEW_SECRET = 'local-preview-secret';
export const SPACE_ID = 287512;

/** The query Storyblok's editor adds to the page it frames, signed `secondsAgo` seconds ago. */
export function editorQuery(storyId: number, { secondsAgo = 0, previewToken = LOCAL_PREVIEW_TOKEN } = {}) {
  const timestamp = Math.floor(Date.now() / 1000) - secondsAgo;
  const token = createHash('sha1').update(`${SPACE_ID}:${previewToken}:${timestamp}`).digest('hex');
  return new URLSearchParams({
    _storyblok: String(storyId),
    _storyblok_c: 'page',
    _storyblok_version: '',
    _storyblok_lang: 'default',
    _storyblok_release: '0',
    '_storyblok_tk[space_id]': String(SPACE_ID),
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token,
  }).toString();
}

export function editorPage(frameUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Editor stand-in</title></head>
  <body>
    <iframe id="preview" title="Page preview" src="${frameUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" style="width: 1200px; height: 900px"></iframe>
    <script>
      window.fromBridge = [];
      window.addEventListener('message', (event) => window.fromBridge.push(event.data));
      window.sendToPage = (bridgeEvent) =>
        document.getElementById('preview').contentWindow.postMessage({ editorStandIn: bridgeEvent }, '*');
    </script>
  </body>
</html>`;
}

export const BRIDGE_STAND_IN = `
window.StoryblokBridge = class StoryblokBridge {
  constructor(options) {
    this.options = options || {};
  }
  on(events, callback) {
    const names = Array.isArray(events) ? events : [events];
    window.addEventListener('message', (message) => {
      if (message.source !== window.parent) return;
      const bridgeEvent = message.data && message.data.editorStandIn;
      if (bridgeEvent && names.includes(bridgeEvent.action)) callback(bridgeEvent);
    });
    window.parent.postMessage({ bridge: 'listening', events: names, options: this.options }, '*');
  }
};
`;
