// Package wordpiece turns text into BERT token ids exactly as a HuggingFace
// tokenizer.json with a WordPiece model does, in pure Go.
//
// It reads the parts of tokenizer.json that BERT-family sentence encoders
// (bge, MiniLM, gte, e5, ...) use: the added tokens, the BertNormalizer
// (clean text, Chinese characters, accents, lowercase), the
// BertPreTokenizer, the WordPiece model (continuation prefix, maximum
// characters per word, unknown token) and a TemplateProcessing or
// BertProcessing post-processor for the single-sequence case. The padding
// and truncation sections of the file are ignored on purpose: the caller
// chooses a maximum length per call and pads batches itself.
//
// Ids match the official HuggingFace tokenizers library; the golden test
// data in testdata/ was produced with it (see scripts/ort/golden-tokens.sh).
package wordpiece
