import { Dialog } from '@/shared/ui/Dialog.tsx';
import { SafeHtml } from '@/shared/ui/SafeHtml.tsx';

/** A text written as HTML (an article, a rule), shown as the mall shows it: sanitised. */
export function HtmlPreview({ title, html, onClose }: { title: string; html: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} width="w-[760px]">
      <div className="overflow-y-auto px-1">
        <SafeHtml html={html} />
      </div>
    </Dialog>
  );
}
