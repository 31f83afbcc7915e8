import { createFileRoute } from '@tanstack/react-router';
import { CertificateEditorPage } from '@/features/supplier/certificates/CertificateEditorPage.tsx';
import { optionalString, searchParams } from '@/shared/page/search.ts';

export const Route = createFileRoute('/_workbench/(supplier)/pro-editor')({
  validateSearch: searchParams<{ id: string | undefined; mode: 'edit' | undefined }>({
    id: optionalString,
    mode: (value) => (value === 'edit' ? 'edit' : undefined),
  }),
  component: CertificateEditorPage,
});
