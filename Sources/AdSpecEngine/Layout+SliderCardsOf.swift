/// `sliderCardsOf(slider:)`: the cards of a slider drawn wherever the app put them (SLD-4).
///
/// An app gets the card states only as `SliderAdLayoutInfo.ads`, inside the slider's content; one
/// that keeps that array and draws it in a `ForEach` elsewhere shows the same cards outside the
/// `SliderAdContainer`. The template expands, in the frame, to one instance per card of the block
/// loaded into `slider` (`slider.ads[0]`, `[1]`, ...), and to none while nothing is loaded: the
/// app has no card before the block is shown. Whether an instance lies inside the slider's
/// content is the engine's usual question (`checkCardsInsideSlider`), not this node's.
extension Layout {
    /// The card states of slider state `slider` as its container would show them now.
    func cardsOf(_ slider: String) -> [String] {
        guard case .content(_, let cards, _) = shows("", slider) else { return [] }
        return cards
    }
}
