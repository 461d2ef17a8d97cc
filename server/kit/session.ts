import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { findUserByToken } from '../store/users';

/**
 * A token is valid for 7 days from its login (spec 000 leaves the lifetime to
 * the platform; this is the reference server's choice). After that every
 * authenticated call answers BUSINESS_ERRORS.tokenExpired and the app asks the
 * user to log in again.
 */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The logged-in user a handler sees (never the password hash). */
export interface SessionUser {
  id: number;
  phone: string;
  nickName: string;
  sellerId: number | null;
  biddingNo: string | null;
}

/** A user who may bid: one with a bidding number (the seed's bidder has one). */
export interface BidderUser extends SessionUser {
  biddingNo: string;
}

/** A user who sells (spec 000 §2: the seller role comes with a seller id). */
export interface SellerUser extends SessionUser {
  sellerId: number;
}

export function isSeller(user: SessionUser): user is SellerUser {
  return user.sellerId !== null;
}

export function isBidder(user: SessionUser): user is BidderUser {
  return user.biddingNo !== null && user.biddingNo !== '';
}

/** The user of the `token` header (the app sends it on every call), when still valid at `now`. */
export function userOfRequest(
  db: Database,
  request: FastifyRequest,
  now: number,
): SessionUser | undefined {
  const token = request.headers.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const row = findUserByToken(db, token, now - TOKEN_TTL_MS);
  if (!row) return undefined;
  const { id, phone, nickName, sellerId, biddingNo } = row;
  return { id, phone, nickName, sellerId, biddingNo };
}
