import { ActionIcon, type ActionIconProps, Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/**
 * Mantine components rendered as router links (typed `to`, preloading, active state). The sidebar's
 * NavLink link lives with the sidebar: screens that only draw buttons do not load NavLink.
 */
export const RouterAnchor = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => (
  <Anchor component="a" {...props} />
));

export const RouterButton = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));

export const RouterActionIcon = createLink((props: ActionIconProps & ComponentPropsWithRef<'a'>) => (
  <ActionIcon component="a" {...props} />
));
