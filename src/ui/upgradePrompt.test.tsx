import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../bridge/browser';
import { configureBridge, resetBridgeConfig } from '../bridge/config';
import { bridgeMessages } from '../bridge/messages';
import { hideHeader } from '../bridge/native';
import { installTestBridge } from '../bridge/testBridge';
import { uiCoreMessages } from './coreMessages';
import { ModalHost } from './ModalHost';
import { modal } from './modalStore';
import { ToastHost } from './ToastHost';
import { dismissToast } from './toast';
import { reportBridgeOutcome } from './upgradePrompt';

// Tests run in the default language; the texts come from the catalogue, not copies of it.
const t = uiCoreMessages['zh-CN'];

let uninstall = () => {};
afterEach(() => {
  uninstall();
  act(() => modal.dismissAll());
  dismissToast();
  resetBridgeConfig();
  vi.restoreAllMocks();
});

describe('bridge errCode 1 → upgrade prompt', () => {
  it('"update now" opens the configured store page', async () => {
    uninstall = installTestBridge(() => ({ errCode: 1 })).uninstall;
    configureBridge({ appStoreUrl: 'https://bank.example/download' });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render(<ModalHost />);
    const outcome = await hideHeader();
    let reported: Promise<boolean> | undefined;
    act(() => {
      reported = reportBridgeOutcome(outcome);
    });
    expect(screen.getByRole('dialog', { name: t.upgradeTitle })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.updateNow }));
    await expect(reported).resolves.toBe(false);
    expect(assign).toHaveBeenCalledWith('https://bank.example/download');
  });

  it('"later" just closes', async () => {
    uninstall = installTestBridge(() => ({ errCode: 1 })).uninstall;
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    render(<ModalHost />);
    let reported: Promise<boolean> | undefined;
    const outcome = await hideHeader();
    act(() => {
      reported = reportBridgeOutcome(outcome);
    });
    fireEvent.click(screen.getByRole('button', { name: t.later }));
    await expect(reported).resolves.toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('other errors toast their message', async () => {
    uninstall = installTestBridge(() => ({ errCode: 2 })).uninstall;
    render(<ToastHost />);
    const outcome = await hideHeader();
    await act(async () => {
      expect(await reportBridgeOutcome(outcome)).toBe(false);
    });
    expect(screen.getByRole('status')).toHaveTextContent(bridgeMessages['zh-CN'].badParameters);
  });

  it('success reports true and shows nothing', async () => {
    render(<ToastHost />);
    expect(await reportBridgeOutcome(await hideHeader())).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
