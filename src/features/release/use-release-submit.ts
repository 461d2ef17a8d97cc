import { useCallback, useRef, useState } from 'react';
import { call } from '../../api/call';
import { REQUEST_MESSAGES } from '../../api/messages';
import { sameInput } from '../../api/query/idempotency';
import { userMessageOf } from '../../api/user-message';
import { showToast } from '../../components/toast';
import { publishCodeCheck, type publishedItem } from '../../shared/contracts/seller-publish';
import type * as z from 'zod/mini';
import { useReleaseChanges } from './api/release-changes';
import type { ReleaseForm } from './release-form';
import { clearSavedForm, readSavedForm, writeSavedForm } from './release-store';

type Published = z.infer<typeof publishedItem>;

// The checks before sending load on the first tap (route budget).
const loadInput = () => import('./release-input').catch(() => null);

export interface ReleaseRules {
  slots: ReadonlyArray<{ key: string; title: string; required: boolean }>;
  minCents: number;
  maxCents: number;
}

/**
 * The three sends of the release form: 保存草稿, 发布上架 and 仅保存发布设置.
 * Every field is checked with the contract before anything goes; publishing
 * checks the publish code first. A double tap goes once: the code check holds
 * a ref set synchronously, then the change's own guard takes over.
 */
export function useReleaseSubmit(itemId: number, scope: string, rules: ReleaseRules) {
  const changes = useReleaseChanges(itemId);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ item: Published; listed: boolean } | null>(null);
  const [checking, setChecking] = useState(false);
  const checkingRef = useRef(false);
  const slotKeys = rules.slots.map((slot) => slot.key);

  const saveDraft = async (form: ReleaseForm) => {
    if (checkingRef.current || changes.saveDraft.busy) return;
    checkingRef.current = true;
    const checks = await loadInput().finally(() => {
      checkingRef.current = false;
    });
    if (!checks) return setError(REQUEST_MESSAGES.network);
    const checked = checks.draftInput(itemId, form, slotKeys);
    setError(checked.ok ? null : checked.message);
    if (!checked.ok) return;
    changes.saveDraft.submit(checked.input, {
      onSuccess: ({ savedAt }) => {
        // A field typed while the draft was on its way stays unsaved (dirty).
        const now = readSavedForm(scope);
        const unchanged = now === null || sameInput(now.form, form);
        writeSavedForm(scope, {
          form: now?.form ?? form,
          dirty: !unchanged,
          basedOn: savedAt,
          updatedAt: Date.now(),
        });
        showToast('草稿已保存');
      },
    });
  };

  const publish = useCallback(
    async (form: ReleaseForm, listed: boolean) => {
      if (checkingRef.current || changes.publish.busy || changes.savePublish.busy) return;
      checkingRef.current = true;
      const checks = await loadInput().finally(() => {
        checkingRef.current = false;
      });
      if (!checks) return setError(REQUEST_MESSAGES.network);
      const checked = checks.publishInput(itemId, form, rules);
      const code = publishCodeCheck.input.shape.code.safeParse(form.code.trim().toUpperCase());
      const message = !checked.ok
        ? checked.message
        : code.success
          ? null
          : (code.error.issues[0]?.message ?? '请输入发布码');
      setError(message);
      if (!checked.ok || !code.success) return;
      checkingRef.current = true;
      setChecking(true);
      try {
        await call(publishCodeCheck, { itemId, code: code.data }, { noToast: true });
      } catch (failure) {
        setError(userMessageOf(failure));
        return;
      } finally {
        checkingRef.current = false;
        setChecking(false);
      }
      const change = listed ? changes.publish : changes.savePublish;
      change.submit(checked.input, {
        onSuccess: (item) => {
          clearSavedForm(scope);
          setDone({ item, listed });
        },
        onError: (failure) => setError(userMessageOf(failure)),
      });
    },
    [changes.publish, changes.savePublish, itemId, rules, scope],
  );

  const busy =
    checking ||
    changes.publish.busy ||
    changes.savePublish.busy ||
    changes.saveDraft.busy ||
    changes.deleteDraft.busy;
  return { saveDraft, publish, error, done, busy, changes };
}
