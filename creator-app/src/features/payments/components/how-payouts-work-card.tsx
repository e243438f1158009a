import { useId } from 'react';
import styled from 'styled-components';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { Card, CardContent, CardHeader, CardTitle } from '@groundtruth/ui-kit';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { useWords } from '@groundtruth/platform/i18n';

const Steps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding-left: 20px;
`;

/** The payout terms of docs/product.md, Rules and constants, as told to creators (the server enforces the minimum). */
export function HowPayoutsWorkCard() {
  const messages = useWords('messages', englishMessages);
  const words = useWords('creator', creatorCommonWords);
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {words.howPayoutsWork}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Steps>
          {messages.howPayoutsWork.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Steps>
      </CardContent>
    </Card>
  );
}
