import { Anchor, type AnchorProps, Button, type ButtonProps, NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/** Mantine components rendered as router links (typed `to`, preloading, active state). */
export const RouterAnchor = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => (
  <Anchor component="a" {...props} />
));

export const RouterButton = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));

export const RouterNavLink = createLink((props: NavLinkProps & ComponentPropsWithRef<'a'>) => (
  <NavLink component="a" {...props} />
));
