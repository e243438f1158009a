import type { ComponentPropsWithRef, ElementType } from 'react';
import {
  CardContentRoot,
  CardDescriptionRoot,
  CardFooterRoot,
  CardHeaderRoot,
  CardRoot,
  CardTitleRoot,
} from './Card.styles';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Element to render as the root, e.g. `'article'` or `'li'` inside lists. */
  as?: ElementType;
}

/** A bordered surface grouping one item: header (title, description), content and footer actions. */
export function Card(props: CardProps) {
  return <CardRoot {...props} />;
}

export type CardHeaderProps = ComponentPropsWithRef<'div'>;

/** Top area holding CardTitle and CardDescription. */
export function CardHeader(props: CardHeaderProps) {
  return <CardHeaderRoot {...props} />;
}

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** Heading element; pick the level that fits the page outline. */
  as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** The card's heading (an h3 by default). */
export function CardTitle(props: CardTitleProps) {
  return <CardTitleRoot {...props} />;
}

export type CardDescriptionProps = ComponentPropsWithRef<'p'>;

/** Secondary text under the title. */
export function CardDescription(props: CardDescriptionProps) {
  return <CardDescriptionRoot {...props} />;
}

export type CardContentProps = ComponentPropsWithRef<'div'>;

/** The card's body. */
export function CardContent(props: CardContentProps) {
  return <CardContentRoot {...props} />;
}

export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** Bottom strip for actions. */
export function CardFooter(props: CardFooterProps) {
  return <CardFooterRoot {...props} />;
}
