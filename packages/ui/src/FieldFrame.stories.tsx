import type { Meta, StoryObj } from '@storybook/react-vite';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldFrame } from './FieldFrame.tsx';
import { getFieldDescribedBy, useFieldIds } from './useFieldIds.ts';

const meta = {
  title: 'Fields/FieldFrame',
  component: FieldFrame,
  args: {
    ids: { inputId: 'note', hintId: 'note-hint', errorId: 'note-error' },
    label: 'Call note',
    children: null,
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A control the package does not ship (here a textarea) wrapped like the packaged fields. */
export const CustomControl: Story = {
  args: { hint: 'Everything you type is saved automatically', error: 'Please enter text', required: true },
  render: function Render(args) {
    const ids = useFieldIds('note');
    return (
      <FieldFrame {...args} ids={ids}>
        <InputTextarea
          id={ids.inputId}
          rows={4}
          aria-invalid={args.error ? true : undefined}
          aria-describedby={getFieldDescribedBy(ids, { hint: args.hint, error: args.error })}
        />
      </FieldFrame>
    );
  },
};
