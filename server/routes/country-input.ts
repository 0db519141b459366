import type { z } from "zod";
import type { UseCaseContext } from "../context";
import type { CountryVariant } from "../contracts/validation";
import { validate } from "../http/input";
import { countryVariantOf } from "../services/config";

/**
 * Parses an input whose mobile, postcode or bank fields follow the configured country (the calls
 * declare it as an object, `byCountry`), then runs the service with the parsed input.
 */
export const forCountry =
  <S extends z.ZodType, A>(
    schema: (variant: CountryVariant) => S,
    service: (ctx: UseCaseContext, input: z.output<S>) => A | Promise<A>,
  ) =>
  async (ctx: UseCaseContext, input: unknown) =>
    service(ctx, validate(schema(await countryVariantOf(ctx)), input));
