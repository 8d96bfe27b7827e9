// One keep-alive HTTP client on loopback, one request at a time: how the server-time benchmarks call the
// in-process app (not app.inject, whose fake sockets keep each request's objects alive long enough to be
// promoted, which no real client causes and which dominated the p99 they report).
import { Agent, request as httpRequest } from 'node:http';

export function loopbackClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}
