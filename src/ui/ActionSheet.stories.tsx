import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { ActionSheet, type SheetAction } from './ActionSheet';
import { useHistorySheet } from './useHistorySheet';

function Demo({
  actions,
  title,
  description,
}: {
  actions: SheetAction[];
  title?: string;
  description?: string;
}) {
  const sheet = useHistorySheet('actions');
  return (
    <>
      <button type="button" onClick={sheet.show} style={{ margin: 16 }}>
        打开
      </button>
      <ActionSheet
        sheet={sheet}
        actions={actions}
        title={title}
        description={description}
        onSelect={(action) => console.info('chose', action.name)}
      />
    </>
  );
}

const meta = {
  title: 'UI/ActionSheet',
  component: Demo,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/story?actions=open']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { actions: [{ name: '分享给微信好友' }, { name: '复制链接' }, { name: '生成海报' }] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const WithDescription: Story = {
  args: {
    description: '删除后无法恢复',
    actions: [{ name: '删除地址', danger: true }],
  },
};
export const WithTitle: Story = {
  args: {
    title: '选择支付方式',
    actions: [{ name: '银行卡支付' }, { name: '数字人民币', subname: '立减5元' }],
  },
};
export const SubnamesAndDisabled: Story = {
  args: {
    actions: [
      { name: '满300减30', subname: '剩余3张' },
      { name: '满500减80', subname: '已抢光', disabled: true },
    ],
  },
};
