// The preferences dialog (lazy chunk): one switch per purpose, Essential locked on, Advertising
// locked off under GPC with the reason, and Save / Accept all / Reject all. Radix Dialog gives the
// focus trap, Escape and focus return, as in app/modals.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { Region } from '../regions/region';
import { acceptAll, rejectAll, savePreferences } from './choices';
import { consentCopy } from './copy';
import { PURPOSES, type Purpose, type PurposeChoices } from './purposes';
import { isGoogleTagService } from './google-tag';
import type { ThirdPartyScripts } from './script-loader';
import { purposesOf, SERVICE_NAMES, SERVICES } from './services';
import { useSiteState } from '../site-state/SiteState';
import { useConsentState } from './use-consent';

/** Above every modal of the stack (app/modals/stacking.ts starts at 1000). */
const DIALOG_Z_INDEX = 5000;

/**
 * The services each purpose is asked for. A Google tag is named only where GOOGLE_TAG_ID configures
 * it: the registry has a row for each kind of id, and a site runs one tag at most.
 */
export function servicesNeeding(purpose: Purpose, scripts: ThirdPartyScripts): string[] {
  return SERVICE_NAMES.filter(
    (service) =>
      purposesOf(service).includes(purpose) && (!isGoogleTagService(service) || Boolean(scripts[service])),
  ).map((service) => SERVICES[service].label);
}

export default function PreferencesDialog({ region, onClose }: { region: Region; onClose: () => void }) {
  const copy = consentCopy(region);
  const state = useConsentState();
  const scripts = useSiteState()?.thirdPartyScripts ?? {};
  const [choices, setChoices] = useState<PurposeChoices>({
    functional: state.purposes.functional,
    analytics: state.purposes.analytics,
    advertising: state.purposes.advertising,
  });
  const idPrefix = useId();
  const finish = (done: boolean) => {
    if (done) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="consent-dialog__overlay" style={{ zIndex: DIALOG_Z_INDEX }} />
        <Dialog.Content className="consent-dialog" style={{ zIndex: DIALOG_Z_INDEX + 1 }}>
          <Dialog.Title className="consent-dialog__title">{copy.dialogTitle}</Dialog.Title>
          <Dialog.Description className="consent-dialog__intro">{copy.dialogIntro}</Dialog.Description>
          <ul className="consent-dialog__purposes">
            {PURPOSES.map((purpose) => {
              const inputId = `${idPrefix}-${purpose}`;
              const noteId = `${inputId}-note`;
              const locked = purpose === 'essential' || (purpose === 'advertising' && state.gpc);
              const checked = purpose === 'essential' ? true : locked ? false : choices[purpose];
              const note =
                purpose === 'essential'
                  ? copy.alwaysOn
                  : purpose === 'advertising' && state.gpc
                    ? copy.advertisingUnderGpc
                    : null;
              const services = servicesNeeding(purpose, scripts);
              return (
                <li key={purpose} className="consent-dialog__purpose">
                  <div className="consent-dialog__purpose-head">
                    <label htmlFor={inputId} className="consent-dialog__purpose-name">
                      {copy.purposes[purpose].name}
                    </label>
                    <input
                      id={inputId}
                      type="checkbox"
                      role="switch"
                      className="consent-switch"
                      checked={checked}
                      disabled={locked}
                      aria-describedby={note ? noteId : undefined}
                      onChange={(event) => {
                        if (purpose === 'essential') return;
                        const value = event.currentTarget.checked;
                        setChoices((current) => ({ ...current, [purpose]: value }));
                      }}
                    />
                  </div>
                  <p className="consent-dialog__purpose-text">{copy.purposes[purpose].description}</p>
                  {note ? (
                    <p id={noteId} className="consent-dialog__purpose-note">
                      {note}
                    </p>
                  ) : null}
                  {services.length > 0 && purpose !== 'essential' ? (
                    <p className="consent-dialog__purpose-services">
                      {copy.usedBy}: {services.join(', ')}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="consent-dialog__actions">
            <button type="button" className="consent-button" onClick={() => finish(savePreferences(choices))}>
              {copy.save}
            </button>
            <button type="button" className="consent-button" onClick={() => finish(acceptAll())}>
              {copy.acceptAll}
            </button>
            <button type="button" className="consent-button" onClick={() => finish(rejectAll())}>
              {copy.rejectAll}
            </button>
          </div>
          <Dialog.Close className="consent-dialog__close" aria-label={copy.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
