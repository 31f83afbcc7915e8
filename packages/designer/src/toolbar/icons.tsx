/** The toolbar's icons: 24 × 24 strokes in the current text colour. */
const paths = {
  open: 'M3 6h6l2 2h10v11H3z',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  deploy: 'M12 20V8M7 13l5-5 5 5M4 4h16',
  preview: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  simulate: 'M7 4l13 8-13 8z',
  'align-left': 'M4 3v18M8 7h12M8 12h6M8 17h9',
  'align-right': 'M20 3v18M4 7h12M10 12h6M7 17h9',
  'align-top': 'M3 4h18M7 8v12M12 8v6M17 8v9',
  'align-bottom': 'M3 20h18M7 4v12M12 10v6M17 7v9',
  'align-center': 'M12 3v18M6 7h12M9 12h6M7 17h10',
  'align-middle': 'M3 12h18M7 6v12M12 9v6M17 7v10',
  'zoom-out': 'M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM15 15l6 6M7 10h6',
  'zoom-in': 'M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM15 15l6 6M7 10h6M10 7v6',
  reset: 'M4 5h4v14M4 19h8M14 9h1M14 15h1M17 5h3v14',
  centre: 'M12 2v5M12 17v5M2 12h5M17 12h5M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  redraw: 'M4 4v6h6M20 20v-6h-6M5.5 15a8 8 0 0 0 14 2M18.5 9a8 8 0 0 0-14-2',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="zc-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
