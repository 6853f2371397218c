import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadResult } from '../../schemas/api/uploads';
import { configureClient, resetClient } from '../api/client';
import { apiMessages } from '../api/messages';
import type { OnProgress } from '../api/xhrSend';
import { dismissToast, toastStore } from '../ui/toast';
import { PhotoPicker } from './PhotoPicker';
import { photoPickerMessages } from './photoPickerMessages';

// A photo on its way shows its progress; a failed send keeps its tile with a retry, a refusal
// by the server does not (it would come back the same), and every message is the shopper's language.
// The network is played by the test (this DOM has no canvas: the photo goes as it is; the shrinking runs
// in a real browser in tests/integration/photo-upload-browser.test.ts).

const t = photoPickerMessages['zh-CN'];

const uploaded: UploadResult = {
  fileId: `U${'a'.repeat(32)}`,
  url: `/api/file-storage/file/upload/U${'a'.repeat(32)}`,
  thumbUrl: `/api/file-storage/file/upload/U${'a'.repeat(32)}/thumb`,
  contentType: 'image/jpeg',
  size: 1000,
  width: 2048,
  height: 1536,
};

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The network, one answer per upload in turn; each records the progress it reported. */
function network(answers: Array<(onProgress: OnProgress) => Promise<Response>>) {
  let calls = 0;
  configureClient({
    sendWithProgress: (_url, _init, onProgress) => {
      const answer = answers[calls++];
      if (!answer) throw new Error('no more answers');
      return answer(onProgress);
    },
  });
  return { calls: () => calls };
}

function Form() {
  const [photos, setPhotos] = useState<UploadResult[]>([]);
  return (
    <PhotoPicker
      photos={photos}
      onChange={setPhotos}
      max={3}
      title="photos"
      photoLabel={(n) => `photo ${n}`}
      testId="photo"
    />
  );
}

const choose = () =>
  fireEvent.change(screen.getByTestId('photo-input'), {
    target: {
      files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG_1.JPG', { type: 'image/jpeg' })],
    },
  });

afterEach(() => {
  resetClient();
  dismissToast();
});

describe('the photo picker', () => {
  it('shows a photo’s progress, and keeps a failed one with a retry that sends it again', async () => {
    let release: (r: Response) => void = () => {};
    const net = network([
      async () => {
        throw new TypeError('network error');
      },
      (onProgress) => {
        onProgress(0.4);
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      },
    ]);
    render(<Form />);
    choose();

    const retry = await screen.findByRole('button', { name: t.retry });
    expect(toastStore.get()?.message).toBe(apiMessages['zh-CN'].timeout);
    expect(screen.getAllByTestId('photo-pending')).toHaveLength(1);

    fireEvent.click(retry);
    expect(await screen.findByText(t.uploadingPercent(40))).toBeInTheDocument();
    release(envelope(200, { resCode: '0000', resMsg: 'ok', result: uploaded }));

    const tile = await screen.findByTestId('photo');
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(uploaded.thumbUrl);
    expect(screen.queryByTestId('photo-pending')).toBeNull();
    expect(net.calls()).toBe(2);
  });

  it('drops a photo the server refused and says why in its words, with no retry', async () => {
    const refusal = '图片尺寸过大（超过 40 百万像素），请缩小后重新上传';
    network([async () => envelope(400, { resCode: 'E0400', resMsg: refusal, result: null })]);
    render(<Form />);
    choose();
    await waitFor(() => expect(toastStore.get()?.message).toBe(refusal));
    await waitFor(() => expect(screen.queryByTestId('photo-pending')).toBeNull());
    expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    expect(screen.queryByTestId('photo')).toBeNull();
  });
});
