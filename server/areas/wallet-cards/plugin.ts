import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import { checkCardNo } from '../../../src/shared/card-rules';
import { bindBankCard, unbindBankCard } from '../../../src/shared/contracts/bank-cards';
import { WALLET_ERRORS } from '../../../src/shared/wallet-codes';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import { findBankCard } from '../../store/bank-cards';
import { checkBankCode } from '../../wallet/bank-sms';
import { ownCard } from '../../wallet/ownership';
import { walletAccountOf } from '../../wallet/wallet-store';

/**
 * spec 000 §2 /bankAdd and unbinding. A card is bound to the wallet's holder
 * (the registered real name) after the bank's code to its reserved phone; the
 * bank comes from the number's BIN, never from what the app says.
 */
export const walletCardsArea = defineArea('wallet-cards', (route) => {
  route(bindBankCard, ({ input, user, ctx }) => {
    const account = walletAccountOf(ctx.db, user.id);
    if (!account) return fail(WALLET_ERRORS.notRegistered);
    if (account.realName !== input.holderName) return fail(WALLET_ERRORS.holderMismatch);
    const cardNo = input.cardNo.replace(/\s+/g, '');
    const checked = checkCardNo(cardNo);
    if (!checked.ok) return fail({ code: WALLET_ERRORS.cardInvalid.code, msg: checked.msg });
    const bound = ctx.db
      .prepare(
        `SELECT 1 FROM bank_cards WHERE user_id = ? AND card_no = ? AND use_type = ?
           AND unbound_at IS NULL`,
      )
      .get(user.id, cardNo, input.useType);
    if (bound) return fail(WALLET_ERRORS.cardBound);
    const wrongCode = checkBankCode(ctx, input.phone, input.smsCode);
    if (wrongCode) return wrongCode;
    const cardId = ctx.db.transaction(() => {
      const hasDefault = ctx.db
        .prepare(
          `SELECT 1 FROM bank_cards WHERE user_id = ? AND use_type = ? AND is_default = 1
             AND unbound_at IS NULL`,
        )
        .get(user.id, input.useType);
      return Number(
        ctx.db
          .prepare(
            `INSERT INTO bank_cards (user_id, bank_name, card_no, use_type, is_default, card_type,
               holder_name, reserved_phone, branch_name, bound_at)
             VALUES (?, ?, ?, ?, ?, '借记卡', ?, ?, '', ?)`,
          )
          .run(
            user.id,
            checked.bank.name,
            cardNo,
            input.useType,
            hasDefault ? 0 : 1,
            input.holderName,
            input.phone,
            ctx.now(),
          ).lastInsertRowid,
      );
    })();
    return findBankCard(ctx.db, user.id, cardId) ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(unbindBankCard, ({ input, user, ctx }) => {
    const card = ownCard(ctx.db, user.id, input.cardId);
    if (!('id' in card)) return card;
    // Kept, not deleted: its past payments still name it.
    ctx.db
      .prepare('UPDATE bank_cards SET unbound_at = ?, is_default = 0 WHERE id = ?')
      .run(ctx.now(), card.id);
    return { cardId: card.id, unbound: true as const };
  });
});
