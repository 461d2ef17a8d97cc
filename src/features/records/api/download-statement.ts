import { ApiError } from '../../../api/api-error';
import { buildHeaders } from '../../../api/headers';
import { parseJsonText } from '../../../api/response-body';
import { amountExport } from '../../../shared/contracts/fund-records';
import { toEnvelope } from '../../../shared/envelope';

export interface StatementRange {
  startDate: string;
  endDate: string;
}

/** The file name the server proposes (RFC 6266 filename*, then filename), else ours. */
export function fileNameOf(disposition: string | null, range: StatementRange): string {
  const fallback = `钱包账单_${range.startDate}_${range.endDate}.csv`;
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * GET pa/amount/export with the session's headers (the token among them: a
 * plain link could not carry it), read as a Blob. A refusal comes back as an
 * envelope, not a file: it is thrown with the server's message.
 */
export async function fetchStatement(
  range: StatementRange,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const checked = amountExport.input.parse(range);
  const query = new URLSearchParams({ startDate: checked.startDate, endDate: checked.endDate });
  let response: Response;
  try {
    response = await fetch(`${amountExport.path}?${query.toString()}`, {
      headers: { ...buildHeaders(false), Accept: 'text/csv' },
      signal,
    });
  } catch (cause) {
    throw new ApiError('Network Error', signal?.aborted ? 'abort' : 'network', { cause });
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('text/csv')) {
    const blob = await response.blob();
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), range) };
  }
  const envelope = toEnvelope(parseJsonText(await response.text()));
  throw new ApiError(envelope?.msg || '账单导出失败，请稍后重试', envelope ? 'business' : 'http', {
    status: response.status,
    ...(envelope ? { code: envelope.code } : {}),
  });
}

/** Hands the file to the browser's downloads through an object URL and <a download>. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click's task: the download has taken the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
