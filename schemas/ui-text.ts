import { z } from 'zod';

/** A UI text; `{{name}}` placeholders are filled in by the site and must appear in every language. */
export const uiText = (description: string) => z.string().trim().min(1).meta({ description });

/** A group of UI texts (a key of translations/*.yaml with texts or groups under it). */
export const uiTextGroup = <T extends z.core.$ZodLooseShape>(description: string, shape: T) => z.strictObject(shape).meta({ description });
