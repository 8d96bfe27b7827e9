/**
 * The auth feature's public module (ADR 108): what other features may use. A sibling feature imports
 * from here, never from a file inside auth/ (eslint.config.js enforces it).
 */
export { authContext } from './auth.routes.ts';
export { assertNotCommon, type AuthContext } from './auth.service.ts';
export { consumeCode, createCode, reserveCodeSend } from './otp.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { optionalUser, requireUser, type AuthenticatedUser } from './require-user.ts';
export { revokeAllSessions } from './session.repo.ts';
export {
  SESSION_ABSOLUTE_MS,
  bearerToken,
  digestsEqual,
  newOpaqueToken,
  sha256Hex,
} from './tokens.ts';
export {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  isUniqueViolation,
} from './users.repo.ts';
