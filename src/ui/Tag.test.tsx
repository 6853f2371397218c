import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its words with the colour of its meaning', () => {
    render(
      <>
        <Tag type="danger">秒杀</Tag>
        <Tag>自营</Tag>
      </>,
    );
    expect(screen.getByText('秒杀')).toHaveAttribute('data-tag', 'danger');
    expect(screen.getByText('自营')).toHaveAttribute('data-tag', 'default');
  });
});
