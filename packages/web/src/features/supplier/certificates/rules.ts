import type { components } from '@zc/sdk';

type Certificate = components['schemas']['ProjectCertificate'];

/** A registration may be edited while the project still takes registrations and it awaits review, or once rejected. */
export const isEditable = (certificate: Pick<Certificate, 'auditStatus' | 'projectStatus'>) =>
  certificate.auditStatus === 2 || (certificate.auditStatus === 0 && certificate.projectStatus === 3);
