/** A use-case: one public `execute`, ports in the constructor, input validated before any I/O. */
export interface UseCase<Input, Output> {
  execute(input: Input): Promise<Output>;
}
