import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

interface StoryModule {
  default: Meta;
  [story: string]: StoryObj | Meta;
}

const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

describe('stories', () => {
  it('cover every component file', () => {
    const componentFiles = Object.keys(import.meta.glob('./*.tsx'))
      .filter((path) => !/\.(stories|test)\.tsx$/.test(path))
      .map((path) => path.replace('.tsx', ''))
      // The user menu is part of the top menu and shown in its stories.
      .filter((path) => path !== './UserMenu');
    const storyFiles = Object.keys(modules).map((path) => path.replace('.stories.tsx', ''));
    expect(storyFiles.sort()).toEqual(componentFiles.sort());
  });

  for (const [path, { default: meta, ...stories }] of Object.entries(modules)) {
    for (const [name, story] of Object.entries(stories)) {
      const Story = composeStory(story, meta, undefined, name);
      it(`${path} ${name} renders`, async () => {
        const { baseElement } = render(<Story />);
        await Promise.resolve();
        expect(baseElement.textContent?.trim() || baseElement.querySelector('[role], img, svg')).toBeTruthy();
      });
    }
  }
});
