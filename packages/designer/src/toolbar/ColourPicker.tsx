import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { useDesigner } from '../panel/context.ts';
import { messages } from '../validation/messages.ts';

/** The colours an element can take: its outline and a light fill of the same hue. */
export const colours = [
  { name: '蓝色', stroke: '#409eff', fill: '#ecf5ff' },
  { name: '绿色', stroke: '#67c23a', fill: '#f0f9eb' },
  { name: '橙色', stroke: '#e6a23c', fill: '#fdf6ec' },
  { name: '红色', stroke: '#f56c6c', fill: '#fef0f0' },
  { name: '灰色', stroke: '#909399', fill: '#f4f4f5' },
];

/** Colours the selected elements (one command, so one undo), or takes their colour away. */
export function ColourPicker() {
  const { modeler, notify } = useDesigner();
  const paint = (colour: { stroke: string; fill: string } | null) => {
    const root = modeler.get<Canvas>('canvas').getRootElement();
    const selected = modeler
      .get<Selection>('selection')
      .get()
      .filter((element) => element !== root);
    if (selected.length === 0) return notify(messages.colourNeedsSelection, 'warning');
    modeler.get<Modeling>('modeling').setColor(selected, colour ?? { stroke: undefined, fill: undefined });
  };
  return (
    <fieldset className="zc-toolbar-group" aria-label="颜色">
      {colours.map((colour) => (
        <button
          key={colour.name}
          type="button"
          className="zc-tool zc-swatch"
          aria-label={`着色：${colour.name}`}
          title={`着色：${colour.name}`}
          style={{ background: colour.fill, borderColor: colour.stroke }}
          onClick={() => paint(colour)}
        />
      ))}
      <button
        type="button"
        className="zc-tool zc-swatch zc-swatch-none"
        aria-label="清除颜色"
        title="清除颜色"
        onClick={() => paint(null)}
      />
    </fieldset>
  );
}
