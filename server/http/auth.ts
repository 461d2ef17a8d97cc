import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { findUserByToken, type UserRow } from '../store/users';

/** The user of the `token` header (interfaces.md: the app sends it on every call). */
export function userOfRequest(db: Database, request: FastifyRequest): UserRow | undefined {
  const token = request.headers.token;
  if (typeof token !== 'string' || token === '') return undefined;
  return findUserByToken(db, token);
}
