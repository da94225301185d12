// How a connection is closed when its request's body was not read to its end (a 413, or an answer
// given before the route needed the body). Node closes a `Connection: close` socket the moment the
// answer is written; with the client's unread bytes still arriving, the kernel then sends a reset,
// and a client that was still sending its body sees "connection reset" and never reads the answer
// (RFC 9112 §9.6). So the socket is half-closed instead: the answer and a FIN go out, nothing more is
// read, and the socket is destroyed once the client has had a moment to read the answer.
import type { Socket } from 'node:net';
import type { Response as ExpressResponse } from 'express';

/** Long enough for a client on any network to read a short answer it has already received. */
export const CLOSE_GRACE_MS = 2_000;

function halfCloseThenDestroy(socket: Socket): void {
  // Whatever the client still sends stays in the kernel's buffer; nothing of it is read.
  socket.pause();
  socket.end();
  const timer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Sends `Connection: close` and makes Node close the socket gently once the answer is written. */
export function closeAfterAnswer(response: ExpressResponse): void {
  response.setHeader('Connection', 'close');
  const socket = response.socket;
  // Node's server calls destroySoon() on the socket after a `Connection: close` answer.
  if (socket) socket.destroySoon = () => halfCloseThenDestroy(socket);
}
