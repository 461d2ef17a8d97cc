// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitBar } from '../../../src/components/form/submit-bar';
import { TextField } from '../../../src/components/form/text-field';

function Password({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="密码"
      type="password"
      clearable
      value={value}
      error={undefined}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TextField', () => {
  afterEach(cleanup);

  it('is a labelled input that reports each change as text', () => {
    const onChange = vi.fn();
    render(<Password onChange={onChange} />);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.change(input, { target: { value: 'abc123' } });
    expect(onChange).toHaveBeenLastCalledWith('abc123');
    expect(input.value).toBe('abc123');
  });

  it('offers the clear button only while focused with a value, and clearing empties it', () => {
    const onChange = vi.fn();
    render(<Password onChange={onChange} />);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input.value).toBe('');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('shows the error instead of the help line, as an alert', () => {
    render(
      <TextField
        label="手机号"
        help="11 位"
        value="1"
        error="手机号格式不正确"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('手机号格式不正确');
    expect(screen.queryByText('11 位')).toBeNull();
  });
});

describe('SubmitBar', () => {
  afterEach(cleanup);

  it('submits its form, carries data-* markers and is disabled while pending', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitBar pending={false} data-abtest-param="register_button_text">
          注册并登录
        </SubmitBar>
      </form>,
    );
    const button = screen.getByRole('button', { name: '注册并登录' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('data-abtest-param')).toBe('register_button_text');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitBar pending data-abtest-param="register_button_text">
          注册并登录
        </SubmitBar>
      </form>,
    );
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
