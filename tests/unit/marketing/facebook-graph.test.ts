import { describe, expect, it } from 'vitest';
import { GRAPH_MESSAGES as G } from '@/contracts/fanpages-vocabulary';
import { graphMessage } from '../../../server/integrations/facebook-graph';
import { toPost } from '../../../server/modules/fanpages/service';

describe('graphMessage', () => {
  it('names each Graph error code family in Vietnamese', () => {
    expect(graphMessage(190)).toBe(G.token);
    expect(graphMessage(10)).toContain('không đủ quyền');
    expect(graphMessage(200)).toContain('(Facebook mã 200)');
    expect(graphMessage(299)).toContain('(Facebook mã 299)');
    for (const code of [4, 17, 32, 613]) expect(graphMessage(code)).toContain(`giới hạn số lần gọi (mã ${code})`);
    expect(graphMessage(368)).toBe(G.policy);
    expect(graphMessage(506)).toBe(G.duplicate);
    expect(graphMessage(100)).toBe('Facebook báo lỗi (mã 100).');
  });
});

describe('toPost', () => {
  it('takes an album’s photos from its subattachments and a single photo from its media', () => {
    const album = toPost({
      id: '1_2',
      created_time: '2026-01-01T00:00:00+0000',
      attachments: {
        data: [
          {
            media: { image: { src: 'a' } },
            subattachments: { data: [{ media: { image: { src: 'a' } } }, { media: { image: { src: 'b' } } }] },
          },
        ],
      },
    });
    expect(album).toEqual({
      id: '1_2',
      message: null,
      created_time: '2026-01-01T00:00:00+0000',
      full_picture: null,
      permalink_url: null,
      images: ['a', 'b'],
    });
    const single = toPost({
      id: '1_3',
      message: 'x',
      created_time: 't',
      full_picture: 'p',
      permalink_url: 'l',
      attachments: { data: [{ media: { image: { src: 'p' } } }] },
    });
    expect(single.images).toEqual(['p']);
    expect(toPost({ id: '1_4', created_time: 't' }).images).toEqual([]);
  });
});
