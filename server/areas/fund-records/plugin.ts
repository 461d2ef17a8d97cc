import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  amountDetailList,
  amountExport,
  amountInfo,
  amountMarginOriginalList,
  amountMarginOutList,
  amountRefundList,
} from '../../../src/shared/contracts/fund-records';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { chinaDayStart, chinaMonthRange } from '../../wallet/china-time';
import { recordLegs } from '../../wallet/record-legs';
import { findRecord, recordPage, refundPage, transferExists } from '../../wallet/records';
import { statementLines } from '../../wallet/statement-csv';

const DAY_MS = 86_400_000;

/**
 * spec 000 §2 the record screens and the statement export: the caller's own
 * ledger transfers only (another user's record id is forbidden).
 */
export const fundRecordsArea = defineArea('fund-records', (route) => {
  route(amountDetailList, ({ input, user, ctx }) =>
    recordPage(ctx.db, {
      userId: user.id,
      kind: 'wallet',
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
      ...(input.type ? { type: input.type } : {}),
      ...(input.month ? { range: chinaMonthRange(input.month) } : {}),
    }),
  );

  route(amountInfo, ({ input, user, ctx }) => {
    // Ownership first: the legs are read only for a record of the caller's own accounts.
    const found = findRecord(ctx.db, user.id, input.recordId);
    if (found) return { ...found, legs: recordLegs(ctx.db, user.id, input.recordId) };
    return fail(
      transferExists(ctx.db, input.recordId) ? BUSINESS_ERRORS.forbidden : BUSINESS_ERRORS.notFound,
    );
  });

  route(amountRefundList, ({ input, user, ctx }) =>
    refundPage(ctx.db, { ...input, userId: user.id }),
  );

  route(amountMarginOriginalList, ({ input, user, ctx }) =>
    recordPage(ctx.db, { ...input, userId: user.id, kind: 'margin', sign: 1 }),
  );

  route(amountMarginOutList, ({ input, user, ctx }) =>
    recordPage(ctx.db, { ...input, userId: user.id, kind: 'margin', sign: -1 }),
  );

  // A file, not an envelope: the reply is taken over and the lines stream out
  // as the client reads them (backpressure through pipeline).
  route(amountExport, ({ input, user, ctx, request, reply }) => {
    const range: [number, number] = [
      chinaDayStart(input.startDate),
      chinaDayStart(input.endDate) + DAY_MS,
    ];
    if (range[1] <= range[0]) {
      return fail({
        code: BUSINESS_ERRORS.badInput.code,
        msg: `${BUSINESS_ERRORS.badInput.msg}：结束日期不能早于开始日期`,
      });
    }
    const name = `钱包账单_${input.startDate}_${input.endDate}.csv`;
    const ascii = `wallet-statement-${input.startDate}-${input.endDate}.csv`;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'no-store',
    });
    pipeline(Readable.from(statementLines(ctx.db, user.id, range)), reply.raw).catch(
      (error: unknown) => request.log.warn({ error }, 'statement export interrupted'),
    );
    return '';
  });
});
