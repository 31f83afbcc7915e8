import { createFileRoute } from '@tanstack/react-router';
import { optionalString, searchParams } from '@/app/search.ts';
import { CertificateEditorPage } from '@/features/supplier/certificates/CertificateEditorPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/pro-editor')({
  validateSearch: searchParams<{ id: string | undefined; mode: 'edit' | undefined }>({
    id: optionalString,
    mode: (value) => (value === 'edit' ? 'edit' : undefined),
  }),
  component: CertificateEditorPage,
});
