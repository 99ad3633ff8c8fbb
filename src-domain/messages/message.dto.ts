import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { BODY_MAX, MAX_ATTACHMENTS, SUBJECT_MAX } from './message.entity';

const ATTACHMENTS = 'Choose documents from your own list.';

/** Body of POST /api/v1/messages/{id}/reply. */
export class ReplyDto {
  @Required({ message: 'Write your message.' })
  @IsString({ message: 'Write your message.' })
  @MaxLength(BODY_MAX, { message: `Keep your message to ${BODY_MAX} characters or fewer.` })
  body!: string;

  /** Ids of the borrower's own documents (GET /api/documents), at most five. */
  @IsOptional()
  @IsArray({ message: ATTACHMENTS })
  @ArrayMaxSize(MAX_ATTACHMENTS, { message: `Attach at most ${MAX_ATTACHMENTS} documents.` })
  @ArrayUnique({ message: 'Attach each document once.' })
  @IsInt({ each: true, message: ATTACHMENTS })
  @Min(1, { each: true, message: ATTACHMENTS })
  document_ids?: number[];
}

/** Body of POST /api/v1/messages: a new conversation, its subject and its first message. */
export class StartThreadDto extends ReplyDto {
  @Required({ message: 'Add a subject.' })
  @IsString({ message: 'Add a subject.' })
  @MaxLength(SUBJECT_MAX, { message: `Keep the subject to ${SUBJECT_MAX} characters or fewer.` })
  subject!: string;
}
