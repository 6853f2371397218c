import { defineMessages } from '../../schemas/i18n/define';

export const pendantMessages = defineMessages(
  'blocks.pendant',
  { closeNamed: (name: string) => `关闭${name}` },
  { closeNamed: (name: string) => `Close ${name}` },
);
