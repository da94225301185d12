// Whether the live-chat service has started on this page, as the script loader reports it, and what
// a consultation form decides from that. §4 shows the consultation thank-you only where live chat
// is not permitted, because the chat takes the visitor over; a chat that is permitted but not
// configured, or that never starts, takes nobody over, so the visitor gets the thank-you instead.

/**
 * How long a consultation's thank-you waits, after the form succeeded, for a permitted live chat to
 * start. A chat that has not started by then is taken as not coming.
 */
export const LIVE_CHAT_START_TIMEOUT_MS = 4_000;

/**
 * absent: the loader has not added the chat (not permitted yet, or not configured); loading: its
 * script was added; shown: the script ran and defined the widget's global; failed: it did not.
 */
export type LiveChatPresence = 'absent' | 'loading' | 'shown' | 'failed';

let presence: LiveChatPresence = 'absent';
const listeners = new Set<(presence: LiveChatPresence) => void>();

/** Called by the script loader as the chat's script is added, runs or fails. */
export function reportLiveChat(next: LiveChatPresence): void {
  presence = next;
  for (const listener of [...listeners]) listener(next);
}

export function liveChatPresence(): LiveChatPresence {
  return presence;
}

/** Listens to changes of presence; returns the function that stops listening. */
export function onLiveChatPresence(listener: (presence: LiveChatPresence) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ThankYouInputs {
  /** Whether consent permits the live-chat service. */
  allowed: boolean;
  /** Whether the site has a live-chat script at all (LIVE_CHAT_SCRIPT_URL). */
  configured: boolean;
  presence: LiveChatPresence;
  /** Whether LIVE_CHAT_START_TIMEOUT_MS has passed since the form succeeded. */
  timedOut: boolean;
}

/** 'suppress' only while a permitted, configured chat has started; 'wait' while it may still start. */
export function consultationThankYou({
  allowed,
  configured,
  presence,
  timedOut,
}: ThankYouInputs): 'show' | 'suppress' | 'wait' {
  if (!allowed || !configured) return 'show';
  if (presence === 'shown') return 'suppress';
  if (presence === 'failed' || timedOut) return 'show';
  return 'wait';
}

export interface ThankYouWait {
  configured: boolean;
  isAllowed: () => Promise<boolean>;
  /** Receives each decision: 'wait' first when the chat may still start, then the final one. */
  onDecision: (decision: 'show' | 'suppress' | 'wait') => void;
  timeoutMs?: number;
}

/**
 * Decides a consultation's thank-you after success: asks consent, then follows the chat's presence
 * until it has started, failed or LIVE_CHAT_START_TIMEOUT_MS has passed. Returns a cancel function.
 */
export function awaitConsultationThankYou({
  configured,
  isAllowed,
  onDecision,
  timeoutMs = LIVE_CHAT_START_TIMEOUT_MS,
}: ThankYouWait): () => void {
  let cancelled = false;
  let timedOut = false;
  let allowed: boolean | undefined;
  // The clock runs from the success, not from the consent answer, so the wait has one bound.
  const timer = setTimeout(() => {
    timedOut = true;
    decide();
  }, timeoutMs);
  let stopListening = () => {};
  const finish = () => {
    clearTimeout(timer);
    stopListening();
  };
  const decide = () => {
    if (cancelled || allowed === undefined) return;
    const decision = consultationThankYou({ allowed, configured, presence, timedOut });
    onDecision(decision);
    if (decision !== 'wait') {
      cancelled = true;
      finish();
    }
  };
  stopListening = onLiveChatPresence(decide);
  isAllowed().then(
    (answer) => {
      allowed = answer;
      decide();
    },
    () => {
      allowed = false;
      decide();
    },
  );
  return () => {
    cancelled = true;
    finish();
  };
}
