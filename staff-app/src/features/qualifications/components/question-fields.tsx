import styled from 'styled-components';
import {
  Button,
  Checkbox,
  Textarea,
  TextField,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { MAX_CHOICES, MAX_QUESTIONS, MIN_CHOICES } from '@groundtruth/domain/qualifications';
import {
  emptyQuestion,
  type QualificationFormErrors,
  type QuestionValues,
} from './qualification-form';
import { QuestionMediaField } from './question-media-field';

const Group = styled.fieldset`
  display: grid;
  gap: ${space[3]};
  min-width: 0;
  margin: 0;
  padding: ${space[3]};
  border: 1px solid ${colorVars.border};
  border-radius: 8px;

  legend {
    padding: 0 ${space[1]};
    font-weight: 600;
  }
`;

// A choice's text takes the room; Correct and Remove wrap under it on a narrow screen.
const Choice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space[2]};

  & > :first-child {
    flex: 1 1 200px;
    min-width: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

const Error = styled.p`
  margin: 0;
  color: ${colorVars.destructive};
  font-size: ${fontSizes.sm};
`;

const List = styled.div`
  display: grid;
  gap: ${space[3]};
`;

/**
 * One quiz question: prompt, an optional picture or clip, 2–8 choices with which are correct, and
 * the explanation.
 */
function QuestionFields({
  index,
  question,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  question: QuestionValues;
  errors: QualificationFormErrors;
  onChange: (question: QuestionValues) => void;
  /** Null when it is the only question. */
  onRemove: (() => void) | null;
}) {
  const at = (part: string) => errors[`questions.${index}.${part}`];
  const number = index + 1;
  const correctError = at('correct') ?? at('choices');
  const correctErrorId = `question-${index}-correct-error`;
  const setChoice = (choice: number, text: string) =>
    onChange({
      ...question,
      choices: question.choices.map((old, i) => (i === choice ? text : old)),
    });
  const setCorrect = (choice: number, right: boolean) =>
    onChange({
      ...question,
      correct: question.correct.map((old, i) => (i === choice ? right : old)),
    });
  const removeChoice = (choice: number) =>
    onChange({
      ...question,
      choices: question.choices.filter((_, i) => i !== choice),
      correct: question.correct.filter((_, i) => i !== choice),
    });
  const addChoice = () =>
    onChange({
      ...question,
      choices: [...question.choices, ''],
      correct: [...question.correct, false],
    });
  return (
    <Group aria-describedby={correctError ? correctErrorId : undefined}>
      <legend>Question {number}</legend>
      <Textarea
        label={`Question ${number} prompt`}
        rows={2}
        required
        value={question.prompt}
        error={at('prompt')}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
      />
      <QuestionMediaField
        number={number}
        mediaPath={question.mediaPath}
        error={at('mediaPath')}
        onChange={(mediaPath) => onChange({ ...question, mediaPath })}
      />
      {question.choices.map((choice, c) => (
        <Choice key={c}>
          <TextField
            label={`Question ${number} choice ${c + 1}`}
            required
            value={choice}
            error={at(`choices.${c}`)}
            onChange={(event) => setChoice(c, event.target.value)}
          />
          <Checkbox
            label="Correct"
            aria-label={`Question ${number} choice ${c + 1} is correct`}
            checked={question.correct[c] ?? false}
            onChange={(event) => setCorrect(c, event.target.checked)}
          />
          {question.choices.length > MIN_CHOICES ? (
            <Button
              variant="ghost"
              size="small"
              aria-label={`Remove question ${number} choice ${c + 1}`}
              onClick={() => removeChoice(c)}
            >
              Remove
            </Button>
          ) : null}
        </Choice>
      ))}
      {correctError ? (
        <Error id={correctErrorId} role="alert">
          {correctError}
        </Error>
      ) : null}
      <Textarea
        label={`Question ${number} explanation`}
        hint="Shown to the creator after they submit"
        rows={2}
        required
        value={question.explanation}
        error={at('explanation')}
        onChange={(event) => onChange({ ...question, explanation: event.target.value })}
      />
      <Row>
        {question.choices.length < MAX_CHOICES ? (
          <Button size="small" onClick={addChoice}>
            Add choice to question {number}
          </Button>
        ) : null}
        {onRemove ? (
          <Button size="small" variant="outline" onClick={onRemove}>
            Remove question {number}
          </Button>
        ) : null}
      </Row>
    </Group>
  );
}

/** A quiz's questions with Add question. */
export function QuestionsFields({
  questions,
  errors,
  onChange,
}: {
  questions: QuestionValues[];
  errors: QualificationFormErrors;
  onChange: (questions: QuestionValues[]) => void;
}) {
  return (
    <List>
      {questions.map((question, index) => (
        <QuestionFields
          key={index}
          index={index}
          question={question}
          errors={errors}
          onChange={(changed) => onChange(questions.map((old, i) => (i === index ? changed : old)))}
          onRemove={
            questions.length > 1 ? () => onChange(questions.filter((_, i) => i !== index)) : null
          }
        />
      ))}
      {errors.questions ? <Error role="alert">{errors.questions}</Error> : null}
      {questions.length < MAX_QUESTIONS ? (
        <Row>
          <Button onClick={() => onChange([...questions, emptyQuestion()])}>Add question</Button>
        </Row>
      ) : null}
    </List>
  );
}
