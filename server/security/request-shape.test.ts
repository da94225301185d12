// The requests refused for their shape: methods the site does not serve, targets that are not a
// path, hosts and forwarded headers no URL can be built from. Raw sockets, because fetch() can send
// neither TRACE, an absolute target nor a Host of its own choosing.
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidHost, refuseConnect, saneRequest } from './request-shape';
import { serveWith, type TestServer } from './test-server';

interface Answer {
  status: number;
  headers: string;
  body: string;
}

/** Sends `head` (request line and headers, without the blank line) and reads the whole answer. */
async function send(origin: string, head: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  socket.end(`${head}\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('latin1');
  const [headers = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body };
}

const header = (answer: Answer, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.headers)?.[1]?.trim();

/** The test client connects from loopback: a trusted proxy, as in the site (`trust proxy`). */
let trusted: TestServer;
let untrusted: TestServer;

beforeAll(async () => {
  trusted = await serveWith([saneRequest]);
  // `trust proxy` is set, but not to the test client's address: its X-Forwarded-* are not believed.
  const app = express();
  app.set('trust proxy', '10.0.0.1');
  app.use(saneRequest);
  app.use((request, response) => {
    response.json({
      forwardedHost: request.headers['x-forwarded-host'] ?? null,
      forwardedProto: request.headers['x-forwarded-proto'] ?? null,
      protocol: request.protocol,
      host: request.host,
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  untrusted = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});

afterAll(async () => {
  await trusted.close();
  await untrusted.close();
});

describe('isValidHost', () => {
  it('accepts names and IP literals with a port from 1 to 65535', () => {
    for (const host of [
      'localhost',
      'www.shiftlane.example',
      'a-b.example:1',
      '127.0.0.1:65535',
      '[::1]:8080',
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it('refuses ports out of range, bad literals and what is not a host', () => {
    for (const host of [
      '',
      'localhost:0',
      'localhost:65536',
      'localhost:99999',
      'localhost:',
      '1.2.3.999',
      '0xfffffffff',
      '[:::::]',
      '[::1',
      'evil example',
      'a/b',
      'user@host',
      'a..b',
    ]) {
      expect(isValidHost(host), host).toBe(false);
    }
  });

  it("leaves Punycode to the URL parser: a name it cannot build the page's URL from is refused", () => {
    // Node 20's parser refuses "xn--zz" (not valid Punycode); Node 24's accepts it and builds the URL.
    for (const host of ['xn--zz.example', 'xn--.example', 'xn--a.example']) {
      expect(isValidHost(host), host).toBe(URL.canParse(`http://${host}/`));
    }
    expect(isValidHost('xn--%.example')).toBe(false);
  });
});

describe('saneRequest', () => {
  it('answers every method but GET, HEAD and POST with 405 and Allow', async () => {
    for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await send(trusted.origin, `${method} / HTTP/1.1\r\nHost: localhost`);
      expect(answer.status, method).toBe(405);
      expect(header(answer, 'allow'), method).toBe('GET, HEAD, POST');
    }
    const star = await send(trusted.origin, 'OPTIONS * HTTP/1.1\r\nHost: localhost');
    expect(star.status).toBe(405);
    expect(header(star, 'allow')).toBe('GET, HEAD, POST');
  });

  it('answers a target that is not a path, or a Host no URL can be built from, with 400', async () => {
    const cases = [
      'GET http://evil.example/ HTTP/1.1\r\nHost: localhost:3000',
      'GET * HTTP/1.1\r\nHost: localhost',
      'GET / HTTP/1.1\r\nHost: localhost:99999',
      'GET / HTTP/1.1\r\nHost: localhost:0',
      'GET / HTTP/1.1\r\nHost: [:::::]',
      'GET / HTTP/1.1\r\nHost: 1.2.3.999',
      'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example',
      'GET / HTTP/1.0',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost',
      `GET /${'a'.repeat(5_000)} HTTP/1.1\r\nHost: localhost`,
    ];
    for (const head of cases) {
      const answer = await send(trusted.origin, head);
      expect(answer.status, head).toBe(400);
      expect(answer.body, head).toMatch(/^Bad Request/);
      expect(header(answer, 'cache-control'), head).toBe('no-store');
    }
  });

  it('answers malformed X-Forwarded-* from a trusted proxy with 400', async () => {
    for (const forwarded of [
      'X-Forwarded-Host: evil:99999',
      'X-Forwarded-Host: a b/c',
      'X-Forwarded-Host: good.example, evil:99999',
      'X-Forwarded-Proto: ftp',
      'X-Forwarded-Proto: h t/tp',
      'X-Forwarded-Proto: https, javascript',
      'X-Forwarded-For: not-an-address',
    ]) {
      const answer = await send(trusted.origin, `GET / HTTP/1.1\r\nHost: localhost\r\n${forwarded}`);
      expect(answer.status, forwarded).toBe(400);
    }
  });

  it('passes valid requests, forwarded headers of a trusted proxy included', async () => {
    for (const head of [
      'GET / HTTP/1.1\r\nHost: localhost',
      'HEAD /blog?page=2 HTTP/1.1\r\nHost: 127.0.0.1:3000',
      'POST /api/consent HTTP/1.1\r\nHost: [::1]:3000\r\nContent-Length: 0',
      'GET //double HTTP/1.1\r\nHost: localhost',
      'GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: www.shiftlane.example\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 198.51.100.7',
      'GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: garbage, 198.51.100.7',
    ]) {
      expect((await send(trusted.origin, head)).status, head).toBe(200);
    }
  });

  it('neither reads nor passes on the X-Forwarded-* of a peer it does not trust', async () => {
    const answer = await send(
      untrusted.origin,
      'GET / HTTP/1.1\r\nHost: localhost:3000\r\nX-Forwarded-Host: evil:99999\r\nX-Forwarded-Proto: h t/tp',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      forwardedHost: null,
      forwardedProto: null,
      protocol: 'http',
      host: 'localhost:3000',
    });
  });
});

describe('refuseConnect', () => {
  it('answers CONNECT with 405 and Allow instead of closing the connection silently', async () => {
    const server = express().listen(0, '127.0.0.1');
    refuseConnect(server);
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await send(origin, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443');
      expect(answer.status).toBe(405);
      expect(header(answer, 'allow')).toBe('GET, HEAD, POST');
      expect(answer.body).toBe('Method Not Allowed');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
