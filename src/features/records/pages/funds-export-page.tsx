import { useState } from 'react';
import { userMessageOf } from '../../../api/user-message';
import { useIsOnline } from '../../../api/query/use-online';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { fetchStatement, saveFile } from '../api/download-statement';
import { checkRange } from '../export-range';
import { chinaDay } from '../record-text';
import styles from '../records.module.css';

/**
 * /fundsDetailsExport (spec 000 §2): the wallet statement of a chosen range as
 * a CSV file (UTF-8 with BOM, built by the server and streamed). The file is
 * fetched with the session's token header and saved through a Blob and
 * <a download>; a second tap while one is downloading is ignored.
 */
export default function FundsExportPage() {
  const online = useIsOnline();
  // Defaults: this month so far (China days, as the statement counts them).
  const [today] = useState(() => chinaDay(Date.now()));
  const [startDate, setStart] = useState(() => `${today.slice(0, 8)}01`);
  const [endDate, setEnd] = useState(today);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = () => {
    if (busy) return;
    const checked = checkRange(startDate, endDate, today);
    setProblem(checked.ok ? null : checked.msg);
    if (!checked.ok) return;
    setBusy(true);
    fetchStatement({ startDate, endDate })
      .then(({ blob, fileName }) => {
        saveFile(blob, fileName);
        showToast('账单已导出');
      })
      .catch((error: unknown) => setProblem(userMessageOf(error)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <NavHeader title="导出账单" />
      <div className={styles.page}>
        <div className={styles.form}>
          <label className={styles.field}>
            开始日期
            <input
              type="date"
              className={styles.input}
              value={startDate}
              max={today}
              onChange={(event) => setStart(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            结束日期
            <input
              type="date"
              className={styles.input}
              value={endDate}
              max={today}
              onChange={(event) => setEnd(event.target.value)}
            />
          </label>
          <p className={styles.hint}>账单为 CSV 文件，可用表格软件打开；金额单位为元。</p>
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {!online && <PendingSyncNotice text="当前离线，无法导出账单，请联网后再试" />}
          <Button
            block
            look="primary"
            size="large"
            disabled={!online || busy}
            loading={busy}
            onClick={download}
          >
            导出账单
          </Button>
        </div>
      </div>
    </>
  );
}
