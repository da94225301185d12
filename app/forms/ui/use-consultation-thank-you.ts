// A consultation's thank-you after success (§4 "Marketing form"): held back only while a live chat
// that consent permits and the site configures has started; shown when there is no such chat, or
// it has not started within LIVE_CHAT_START_TIMEOUT_MS (app/consent/live-chat.ts).
import { useEffect, useState } from 'react';
import { isAllowed } from '../../consent/client';
import { awaitConsultationThankYou } from '../../consent/live-chat';
import { useSiteState } from '../../site-state/SiteState';
import type { FormResult } from '../form-result';

type Decision = 'show' | 'suppress' | 'wait';

/** The decision for this success; 'wait' until it is known. Only asked for consultation forms. */
export function useConsultationThankYou(result: FormResult | undefined, isConsultation: boolean): Decision {
  const configured = Boolean(useSiteState()?.thirdPartyScripts['live-chat']);
  const [decided, setDecided] = useState<{ of: FormResult; decision: Decision } | null>(null);
  const success = result?.status === 'success' ? result : undefined;
  useEffect(() => {
    if (!success || !isConsultation) return;
    return awaitConsultationThankYou({
      configured,
      isAllowed: () => isAllowed('live-chat'),
      onDecision: (decision) => setDecided({ of: success, decision }),
    });
  }, [success, isConsultation, configured]);
  if (!isConsultation) return 'show';
  return decided && decided.of === success ? decided.decision : 'wait';
}
