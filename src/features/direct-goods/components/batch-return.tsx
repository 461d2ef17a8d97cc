import { useEffect, useState } from 'react';
import { Sheet } from '../../../components/sheet/sheet';
import { BatchBar } from './batch-bar';
import ReturnFlow from './return-flow';

/**
 * 批量退回's bar and its return sheet, loaded when the seller first taps 批量退回
 * (route budget). The sheet opens a frame after it mounts, so it slides in; it
 * stays while the fee is paid, after the batch mode ended.
 */
export default function BatchReturn({
  selecting,
  selected,
  onAsked,
}: {
  selecting: boolean;
  selected: readonly number[];
  onAsked: () => void;
}) {
  const [flow, setFlow] = useState<number[] | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (flow === null) return undefined;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [flow]);
  const close = () => {
    setOpen(false);
    setFlow(null);
  };
  return (
    <>
      {selecting && <BatchBar count={selected.length} onReturn={() => setFlow([...selected])} />}
      <Sheet open={open && flow !== null} onClose={close} label="退回商品">
        {flow && <ReturnFlow merchandiseIds={flow} fees={null} onClose={close} onAsked={onAsked} />}
      </Sheet>
    </>
  );
}
