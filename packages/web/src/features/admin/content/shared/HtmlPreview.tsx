// The sanitised HTML preview lives with the administrator's shared pieces; the messages pages still import it here.
export { HtmlPreview } from '../../shared/HtmlPreview.tsx';
