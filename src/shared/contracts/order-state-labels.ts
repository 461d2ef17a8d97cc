import type { ORDER_STATES } from './order-fields';

// A file of its own: the screens that show the server's labels do not load these (route budget).

/** What the seller reads for each state (the server's labels; a screen's titles before they arrive). */
export const ORDER_STATE_LABELS: Readonly<Record<(typeof ORDER_STATES)[number], string>> = {
  created: '待寄出',
  shipped: '运输中',
  received: '待质检',
  inspected: '待上架',
  listed: '已上架',
  sold: '已售出',
  cancelled: '已取消',
  returned: '已退回',
  rechecking: '复检中',
  returning: '待付退回费',
};
