/**
 * /openPermission: what the direct-sale area needs from the phone, read from
 * the browser's Permissions API where it exists. Photos have no permission in
 * a browser (the file picker asks each time), so that row says so.
 */
export type PermissionKey = 'camera' | 'photos' | 'notifications' | 'location';
export type PermissionStatus = 'granted' | 'denied' | 'prompt' | 'unsupported' | 'perPick';

export const PERMISSIONS: ReadonlyArray<{ key: PermissionKey; title: string; why: string }> = [
  { key: 'camera', title: '相机', why: '拍摄商品与营业执照照片、小当检测' },
  { key: 'photos', title: '相册', why: '从相册选择商品与复检照片' },
  { key: 'notifications', title: '通知', why: '订单发货、质检结果与成交提醒' },
  { key: 'location', title: '位置', why: '推荐就近仓库与寄件方式' },
];

export const STATUS_TEXT: Readonly<Record<PermissionStatus, string>> = {
  granted: '已开启',
  denied: '已拒绝，请在系统设置中开启',
  prompt: '未开启',
  unsupported: '当前环境不支持',
  perPick: '选择照片时询问',
};

const QUERY_NAMES: Readonly<Partial<Record<PermissionKey, string>>> = {
  camera: 'camera',
  notifications: 'notifications',
  location: 'geolocation',
};

export async function readPermission(key: PermissionKey): Promise<PermissionStatus> {
  if (key === 'photos') return 'perPick';
  const name = QUERY_NAMES[key];
  if (!name || typeof navigator.permissions?.query !== 'function') return 'unsupported';
  try {
    // 'camera' is not in every browser's PermissionName list (Firefox refuses it).
    const status = await navigator.permissions.query({ name: name as PermissionName });
    return status.state;
  } catch {
    return 'unsupported';
  }
}

/** Asks the browser for one permission; the page reads the state again afterwards. */
export async function requestPermission(key: PermissionKey): Promise<void> {
  if (key === 'camera') {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
  } else if (key === 'notifications') {
    await Notification.requestPermission();
  } else if (key === 'location') {
    await new Promise<void>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(() => resolve(), reject, { timeout: 10_000 }),
    );
  }
}
