<?xml version="1.0" encoding="UTF-8"?>
<!--
  teianon: what the replacement (the default mode) copies whole. In a tokenised chat most posts
  hold no reference: copied node by node, each of their elements and attributes would be offered
  to the rules of the mode (an attribute rule such as the one of pointers.xsl makes Saxon try
  every attribute of the document). An element with nothing at or below it that a rule of the
  mode can change is copied with xsl:copy-of instead, which gives the same nodes.

  What a rule can change: the elements that the rules of the default mode match (the template
  below lists them: KEEP IT IN STEP when a rule for another element is added; a <name> or <ref>
  only where it is a reference, since a corpus anonymised before is full of them) and the
  attributes whose pointers pointers.xsl redirects.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:map="http://www.w3.org/2005/xpath-functions/map"
  xmlns:tei="http://www.tei-c.org/ns/1.0"
  xmlns:teianon="urn:x-teianon:xslt"
  exclude-result-prefixes="#all">

  <!-- generate-id of every element at or above an attribute with a pointer that
       pointers.xsl redirects; none in most trees. -->
  <xsl:function name="teianon:redirecting" as="map(xs:string, xs:boolean)" cache="yes">
    <xsl:param name="tree" as="node()"/>
    <xsl:variable name="redirects" as="map(xs:string, xs:string)" select="teianon:redirects($tree)"/>
    <xsl:sequence select="if (map:size($redirects) eq 0) then map{} else map:merge(
        $tree//@*[contains(., '#')]
                 [some $t in tokenize(normalize-space()) satisfies map:contains($redirects, substring($t, 2))]
        /ancestor::* ! map{generate-id(.): true()})"/>
  </xsl:function>

  <!-- Below every other rule of the mode (their priorities are 0 and up). -->
  <xsl:template match="*" priority="-1">
    <xsl:variable name="redirecting" as="map(xs:string, xs:boolean)" select="teianon:redirecting(root(.))"/>
    <xsl:choose>
      <xsl:when test="descendant-or-self::*[self::tei:persName or self::tei:teiHeader or self::tei:revisionDesc
                                            or self::tei:listChange or self::tei:TEI or self::tei:teiCorpus
                                            or (self::tei:name or self::tei:ref)
                                               and (teianon:is-reference(.) or teianon:is-bare-addressing(.))
                                            or self::tei:name and teianon:is-public(.) and ancestor::tei:teiHeader
                                            or self::tei:w and starts-with(normalize-space(.), '[_') and teianon:is-replaced-token(.)
                                            or (self::tei:date or self::tei:birth) and teianon:is-birth-valued(.)]
                      or map:size($redirecting) gt 0 and map:contains($redirecting, generate-id(.))">
        <xsl:copy>
          <xsl:apply-templates select="@*, node()"/>
        </xsl:copy>
      </xsl:when>
      <xsl:otherwise>
        <xsl:copy-of select="."/>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

</xsl:stylesheet>
