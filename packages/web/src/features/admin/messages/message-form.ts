import { platformMessageRequestSchema } from '@zc/sdk/schemas';
import { chosen } from '@/shared/ui/FormDialog/schema-form.ts';

const fields = platformMessageRequestSchema.shape;

/** A platform message as /add-msg sends it; chosen users are required when it goes to chosen users, as the platform checks. */
export const messageSchema = platformMessageRequestSchema
  .extend({ msgType: chosen(fields.msgType), receiverType: chosen(fields.receiverType) })
  .refine((message) => message.receiverType !== 3 || (message.receiverIds?.length ?? 0) > 0, {
    message: '请选择接收消息的用户',
    path: ['receiverIds'],
  });
