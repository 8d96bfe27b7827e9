import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const LEVELS: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * Fastify makes a child logger (bindings: the request id) for every request. With pino that
 * serialises the bindings and re-applies redaction each time — about a tenth of the CPU time of a
 * cheap request — even when the request never logs (LOG_LEVEL=warn, a healthy request). This
 * child is made only when a message at an enabled level is actually written.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let real: FastifyBaseLogger | undefined;
  const materialise = () => (real ??= parent.child(bindings, options));
  const logger = {
    get level() {
      return real?.level ?? parent.level;
    },
    set level(value: string) {
      materialise().level = value;
    },
    silent: () => undefined,
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) =>
      materialise().child(more, moreOptions),
  } as unknown as FastifyBaseLogger;
  for (const level of LEVELS) {
    (logger as unknown as Record<Level, (...args: unknown[]) => void>)[level] = (
      ...args: unknown[]
    ) => {
      if (real === undefined && !isEnabled(parent, level)) return;
      (materialise()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return logger;
}

function isEnabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}
