import { useState } from 'react';

/** The slider check before login: drag the handle to the end. */
export function SliderCheck({ verified, onVerified }: { verified: boolean; onVerified: () => void }) {
  const [value, setValue] = useState(0);
  const position = verified ? 100 : value;
  return (
    <div className="relative h-10 select-none overflow-hidden rounded border border-slate-300 bg-slate-100 text-center text-sm leading-10">
      <div className="absolute inset-y-0 left-0 bg-green-100" style={{ width: `${position}%` }} />
      <span className={`relative ${verified ? 'text-green-700' : 'text-slate-600'}`}>
        {verified ? '验证通过' : '请按住滑块，拖动到最右边'}
      </span>
      <input
        type="range"
        aria-label="滑块验证"
        min={0}
        max={100}
        value={position}
        disabled={verified}
        className="absolute inset-0 h-full w-full cursor-grab opacity-0"
        onChange={(event) => setValue(Number(event.target.value))}
        onPointerUp={() => (value >= 98 ? onVerified() : setValue(0))}
        onKeyUp={() => value >= 98 && onVerified()}
      />
    </div>
  );
}
